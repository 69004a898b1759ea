# Puts the Node.js major version named in .nvmrc first on PATH. Source it:
#   source scripts/use-node.sh
# When the Node on PATH is older, this fetches the official Linux build that the npm
# registry publishes as node-linux-<arch>@<major> (npm checks the registry's integrity
# hash) into .cache/node-<major>, once, so a machine that reaches only the npm registry
# can still run the project's Node.
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_major="$(tr -d ' v\n' < "$_root/.nvmrc")"
_current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_current" -lt "$_major" ]; then
  case "$(uname -m)" in
    x86_64) _arch=x64 ;;
    aarch64 | arm64) _arch=arm64 ;;
    *) echo "use-node: no node-linux build for $(uname -m); install Node.js $_major yourself" >&2; return 1 ;;
  esac
  _dir="$_root/.cache/node-$_major"
  if [ ! -x "$_dir/bin/node" ]; then
    echo "use-node: fetching node-linux-$_arch@$_major from the npm registry (Node on PATH: $(node -v 2>/dev/null || echo none))"
    mkdir -p "$_dir" &&
      _tarball="$(cd "$_dir" && npm pack "node-linux-$_arch@$_major" --silent)" &&
      tar -xzf "$_dir/$_tarball" -C "$_dir" --strip-components=1 &&
      rm -f "$_dir/$_tarball" || { echo "use-node: could not fetch Node.js $_major" >&2; return 1; }
  fi
  export PATH="$_dir/bin:$PATH"
fi
echo "use-node: $(node -v)"
unset _root _major _current _arch _dir _tarball

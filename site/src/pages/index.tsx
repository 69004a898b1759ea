import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import styles from './index.module.css';

interface EntryPoint {
  title: string;
  to: string;
  description: string;
}

const entryPoints: EntryPoint[] = [
  {
    title: 'Quickstart',
    to: '/toolhive/quickstart',
    description: 'Install thv, run your first MCP server and connect an AI client in minutes.',
  },
  {
    title: 'CLI guides',
    to: '/toolhive/guides-cli',
    description: 'Run, secure and manage MCP servers on your own machine with the thv command.',
  },
  {
    title: 'Kubernetes guides',
    to: '/toolhive/guides-k8s',
    description: 'Deploy the operator with Helm and run MCP servers as MCPServer resources.',
  },
  {
    title: 'Reference',
    to: '/toolhive/reference',
    description:
      'Every thv command and flag, the REST API, and which AI clients work with ToolHive.',
  },
];

/** The quickstart's commands in order, the same as its steps (Homebrew on macOS and Linux). */
const heroCommands = [
  '# Install thv',
  'brew tap stacklok/tap',
  'brew install thv',
  '# Let ToolHive add servers to your AI clients',
  'thv config auto-discovery true',
  '# Run the fetch MCP server in a container',
  'thv run fetch',
  '# Check that it runs, and at which URL',
  'thv list',
].join('\n');

export default function Home(): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <Layout
      title="Run MCP servers safely"
      description="ToolHive runs Model Context Protocol servers in locked-down containers and connects them to your AI tools."
    >
      <main id="home">
        <header className={styles.hero}>
          <div className={`container ${styles.heroInner}`}>
            <div>
              <h1 className={styles.title}>
                <ThemedImage
                  className={styles.wordmark}
                  sources={{
                    light: withBaseUrl('/img/wordmark-light.svg'),
                    dark: withBaseUrl('/img/wordmark-dark.svg'),
                  }}
                  alt="ToolHive"
                  width={300}
                  height={64}
                />
              </h1>
              <p className={styles.tagline}>Simple and secure AI tools</p>
              <p className={styles.summary}>
                ToolHive runs Model Context Protocol (MCP) servers, the programs that give AI
                assistants their tools, inside containers with only the files and network access you
                allow. It then connects them to your AI client for you, on your laptop with the thv
                command or across a Kubernetes cluster with the ToolHive operator.
              </p>
              <div className={styles.actions}>
                <Link className="button button--primary button--lg" to="/toolhive/quickstart">
                  Start the quickstart
                </Link>
                <Link className="button button--secondary button--lg" to="/toolhive/">
                  Read the overview
                </Link>
              </div>
            </div>
            <div className={styles.terminal}>
              <CodeBlock language="bash" title="From install to a running MCP server">
                {heroCommands}
              </CodeBlock>
              <p className={styles.terminalNote}>
                Each step, with what it prints and how to connect your client, is in the{' '}
                <Link to="/toolhive/quickstart">quickstart</Link>.
              </p>
            </div>
          </div>
        </header>
        <section className="container" aria-labelledby="entry-points">
          <h2 id="entry-points" className={styles.sectionTitle}>
            Where to start
          </h2>
          <ul className={styles.cards}>
            {entryPoints.map((entry) => (
              <li key={entry.to}>
                <Link className={styles.card} to={entry.to}>
                  <h3 className={styles.cardTitle}>{entry.title}</h3>
                  <p>{entry.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}

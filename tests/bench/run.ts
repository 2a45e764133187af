import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../browser/support/chromium';
import { startDemo } from '../browser/support/demo';
import { measureAddLatency, type AddLatency } from './add-latency';
import { BUDGETS, fetchesReact, PAGE_BUDGETS, verdict } from './budgets';
import { FRAGMENT_COUNT, measureFragments } from './fragments';
import { filesOnPageWithoutIslands, measureShopLoad, type PageLoadRun } from './page-load';
import { measureCompareOpen, type CompareOpen } from './compare-open';
import { measureHeaderAndListing, type HeaderAndListingFigures } from './header-listing';
import { measurePopupBudgets, type PopupFigures } from './popup-open';
import { measureSwatchChoice, type SwatchChoice } from './swatch-choice';
import { filesUntilIdle, type PageFiles } from './pages-until-idle';
import { REAL_SCRIPTS, realHandles } from './real-stack';
import { realFigure, realStackSizes, type RealSizes } from './real-stack-sizes';
import { realStackNotes } from './real-stack-notes';
import { kb, medianMax, ms, table, type Row } from './report';
import { bundleSizes, fetchedGzipBytes } from './sizes';
import { measureReactFirstOpen, type FirstOpen } from './react-first-open';
import { repeat, RUNS, summarise } from './stats';
import { syntheticEntryGzipBytes } from '../build/synthetic-entry';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const RESULTS = fileURLToPath(new URL('./results.json', import.meta.url));
const ENTRY = '/lantern/lantern.js';

/** What ran in the slowest Lantern task over all loads, hashes dropped for reading. */
function longestLanternTaskFiles(runs: readonly PageLoadRun[]): string {
  const slowest = [...runs].sort((a, b) => b.longestLanternTaskMs - a.longestLanternTaskMs)[0];
  const files = slowest?.longestLanternTaskFiles.map((file) => file.replace(/-[\w-]{6}\.js$/, '.js')) ?? [];
  return files.join(', ') || 'none';
}

/**
 * Issue 21: what WooCommerce's cart.js brings to the cart page with what it needs (jQuery and
 * migrate, blockUI, js-cookie, woocommerce.js), measured from the real shop's files, beside
 * Lantern's whole cart page until idle.
 */
function cartScriptRow(lanternCartPage: number, sizes: RealSizes): Row {
  const handles = realHandles(['wc-cart']).filter((handle) => REAL_SCRIPTS[handle]?.file);
  const gzip = handles.reduce((sum, handle) => sum + (sizes.gzip.get(REAL_SCRIPTS[handle]?.file ?? '') ?? 0), 0);
  return {
    figure: `cart.js with its stack (${handles.join(', ')}), gzip`,
    value: kb(gzip),
    baseline: `Lantern's whole /cart/ until idle: ${kb(lanternCartPage)}`,
  };
}

function unique(lists: readonly string[][]): string[] {
  return Array.from(new Set(lists.flat())).sort();
}

interface Measurements {
  withLantern: PageLoadRun[];
  withoutLantern: PageLoadRun[];
  noIslands: string[];
  latency: AddLatency[];
  fragments: number[];
  pages: PageFiles[];
  reactOpen: FirstOpen[];
  compareOpen: CompareOpen[];
  swatch: SwatchChoice[];
  popups: PopupFigures;
  header: HeaderAndListingFigures;
}

async function measureAll(): Promise<Measurements> {
  const browser = await launchChromium();
  const demo = await startDemo();
  try {
    // Warm-up: the first load pays for the server's and the browser's caches.
    await measureShopLoad(browser, demo.origin, true, false);
    // Interleaved, so both sides share the machine's noise; traced loads apart from timed ones.
    const pairs = await repeat(RUNS * 2, async (run) => {
      const trace = run % 2 === 1;
      return {
        without: await measureShopLoad(browser, demo.origin, false, trace),
        with: await measureShopLoad(browser, demo.origin, true, trace),
      };
    });
    return {
      withLantern: pairs.map((pair) => pair.with),
      withoutLantern: pairs.map((pair) => pair.without),
      noIslands: await filesOnPageWithoutIslands(browser, demo.origin),
      latency: await measureAddLatency(browser, demo.origin, RUNS),
      fragments: await measureFragments(browser, demo.origin, RUNS),
      pages: await filesUntilIdle(browser, demo.origin),
      reactOpen: await measureReactFirstOpen(browser, demo.origin, RUNS),
      compareOpen: await measureCompareOpen(browser, demo.origin, RUNS),
      swatch: await measureSwatchChoice(browser, demo.origin, RUNS),
      popups: await measurePopupBudgets(browser, demo.origin),
      header: await measureHeaderAndListing(browser, demo.origin),
    };
  } finally {
    await browser.close();
    await demo.close();
  }
}

async function main(): Promise<void> {
  const sizes = bundleSizes(DIST);
  const synthetic = syntheticEntryGzipBytes(BUDGETS.syntheticIslands);
  const { withLantern, withoutLantern, noIslands, latency, fragments, pages, reactOpen, compareOpen, swatch, popups, header } = await measureAll();

  // Script and task time from untraced loads; task lengths from traced ones.
  const pick = (runs: PageLoadRun[], key: 'scriptMs' | 'taskMs' | 'longestTaskMs' | 'longestLanternTaskMs') =>
    summarise(runs.filter((run) => run.traced === (key === 'longestTaskMs' || key === 'longestLanternTaskMs')).map((run) => run[key]));
  const script = { with: pick(withLantern, 'scriptMs'), without: pick(withoutLantern, 'scriptMs') };
  const task = { with: pick(withLantern, 'taskMs'), without: pick(withoutLantern, 'taskMs') };
  const longest = { with: pick(withLantern, 'longestTaskMs'), without: pick(withoutLantern, 'longestTaskMs') };
  const lanternTask = pick(withLantern, 'longestLanternTaskMs');
  const toLoading = summarise(latency.map((run) => run.toLoading));
  const toFrame = summarise(latency.map((run) => run.toNextFrame));
  const applyFragments = summarise(fragments);
  const beforePaint = unique(withLantern.map((run) => run.beforeFirstPaint));
  const shopFetched = unique(withLantern.map((run) => run.fetched));
  const entry = sizes.find((size) => size.file === 'lantern.js');
  const onlyEntry = (files: string[]) => files.every((file) => file.split('?')[0] === ENTRY);
  const firstOpen = summarise(reactOpen.map((run) => run.firstOpenMs));
  const openAgain = summarise(reactOpen.map((run) => run.againMs));
  const compareToTable = summarise(compareOpen.map((run) => run.replyToTableMs));
  const compareTask = summarise(compareOpen.map((run) => run.longestTaskMs));
  const swatchShown = summarise(swatch.map((run) => run.clickToShownMs));
  const swatchInFrame = swatch.filter((run) => run.beforeNextFrame).length;
  const searchToList = summarise(header.searchReplyToList.map((run) => run.replyToListMs));
  const typingRight = header.searchTyping.filter((run) => run.sentQueries.join('|') === run.settledQueries.join('|'));
  const listingLongTasks = header.listingLongTasks.flatMap((run) => run.lanternLongTasksMs);
  const headerBeforeUse = Math.max(0, ...header.headerCode.map((run) => run.headerChunkBeforeUse));
  // A page without islands learns the list of islands from the every-page chunk (decision 0006).
  const islandListOnly = (files: string[]) =>
    files.every((file) => file.split('?')[0] === ENTRY || /^\/lantern\/chunks\/page-/.test(file));
  const realSizes = realStackSizes();
  const pageFigures = pages.map((page) => ({
    ...page,
    gzip: fetchedGzipBytes(sizes, page.files.map((file) => file.split('?')[0] ?? file)),
    realStack: realFigure(page.real, realSizes),
  }));

  const rows: Row[] = [
    ...sizes.map((size): Row => {
      const isEntry = size.file === 'lantern.js';
      return {
        figure: `gzip ${size.file}`,
        value: `${kb(size.gzip)} (raw ${kb(size.raw)})`,
        ...(isEntry ? { budget: `<= ${kb(BUDGETS.entryGzipBytes)}`, verdict: verdict(size.gzip <= BUDGETS.entryGzipBytes) } : {}),
      };
    }),
    {
      figure: `gzip lantern.js with ${BUDGETS.syntheticIslands} synthetic islands`,
      value: kb(synthetic),
      budget: `<= ${kb(BUDGETS.syntheticEntryGzipBytes)}`,
      verdict: verdict(synthetic <= BUDGETS.syntheticEntryGzipBytes),
    },
    { figure: 'gzip total fetched by /shop/', value: `${kb(fetchedGzipBytes(sizes, shopFetched))} (${shopFetched.length} files)` },
    ...pageFigures.flatMap(({ path, kind, files, gzip, realStack, surfaceRoundTrips }): Row[] => {
      const budget = PAGE_BUDGETS[kind];
      const react = fetchesReact(files);
      return [
        {
          figure: `${path} Lantern files until idle`,
          value: `${files.length}: ${files.map((file) => file.replace(/^\/lantern\//, '').replace(/-[\w-]{6}\.js$/, '.js')).join(', ')}${react ? ' (React fetched)' : ''}`,
          budget: budget.files === undefined ? 'no React' : `<= ${budget.files}, no React`,
          verdict: verdict((budget.files === undefined || files.length <= budget.files) && !react),
        },
        {
          figure: `${path} gzip until idle (${kind})`,
          value: gzip > budget.gzipBytes ? `${kb(gzip)}, ${Math.ceil(gzip - budget.gzipBytes)} B over` : kb(gzip),
          baseline: `${kb(realStack.gzip)} in ${realStack.files} files${realStack.notMeasured.length > 0 ? `, ${realStack.notMeasured.length} more not measured` : ''}`,
          budget: `<= ${kb(budget.gzipBytes)}`,
          verdict: verdict(gzip <= budget.gzipBytes),
        },
        ...(surfaceRoundTrips === null
          ? []
          : [
              {
                figure: `${path} round trips from intent on add to cart to its code`,
                value: String(surfaceRoundTrips),
                budget: `<= ${BUDGETS.earlyClickRoundTrips}`,
                verdict: verdict(surfaceRoundTrips <= BUDGETS.earlyClickRoundTrips),
              },
            ]),
      ];
    }),
    cartScriptRow(pageFigures.find((page) => page.kind === 'cart')?.gzip ?? 0, realSizes),
    {
      figure: 'React surface: click -> shown, first open (lightbox; baseline: its second open)',
      value: medianMax(firstOpen),
      baseline: medianMax(openAgain),
      budget: `<= ${ms(BUDGETS.reactFirstOpenMs)} (median)`,
      verdict: verdict(firstOpen.median <= BUDGETS.reactFirstOpenMs),
    },
    {
      figure: 'compare table, 4 products: reply -> drawn',
      value: medianMax(compareToTable),
      budget: `<= ${ms(BUDGETS.compareOpenMs)} (median)`,
      verdict: verdict(compareToTable.median <= BUDGETS.compareOpenMs),
    },
    {
      figure: 'compare table, 4 products: longest task while opening',
      value: medianMax(compareTask),
      budget: `no long task (max < ${ms(BUDGETS.lanternTaskMs)})`,
      verdict: verdict(compareTask.max < BUDGETS.lanternTaskMs),
    },
    {
      figure: 'swatch chosen -> price and stock shown (variable product)',
      value: `${medianMax(swatchShown)}; before the next frame in ${swatchInFrame} of ${swatch.length}`,
      budget: 'within one frame (every run)',
      verdict: verdict(swatchInFrame === swatch.length),
    },
    {
      figure: 'popup trigger -> drawn, chunk not cached',
      value: medianMax(summarise(popups.triggerToVisibleMs)),
      budget: `<= ${ms(BUDGETS.popupVisibleMs)} (median)`,
      verdict: verdict(popups.medianMs <= BUDGETS.popupVisibleMs),
    },
    {
      figure: 'popup code while none shows',
      value: `${kb(popups.watcherGzipBytes)}; dialog code or React before a trigger: ${popups.fetchedBeforeTrigger.join(', ') || 'none'}`,
      budget: `<= ${kb(BUDGETS.popupWatcherGzipBytes)}, none`,
      verdict: verdict(popups.watcherGzipBytes <= BUDGETS.popupWatcherGzipBytes && popups.fetchedBeforeTrigger.length === 0),
    },
    {
      figure: 'scroll and pointer listeners: not passive / layout reads in them',
      value: `${popups.nonPassive.length} of ${popups.listeners} / ${popups.layoutReadsInListeners}`,
      budget: '0 / 0',
      verdict: verdict(popups.nonPassive.length === 0 && popups.layoutReadsInListeners === 0),
    },
    {
      figure: 'live search: requests sent = settled queries, none at <= 2 characters',
      value: `${typingRight.length} of ${header.searchTyping.length} typing scripts`,
      budget: 'every script',
      verdict: verdict(typingRight.length === header.searchTyping.length),
    },
    {
      figure: 'live search: reply -> results in the page',
      value: medianMax(searchToList),
      budget: `<= ${ms(BUDGETS.searchReplyToListMs)} (median)`,
      verdict: verdict(searchToList.median <= BUDGETS.searchReplyToListMs),
    },
    {
      figure: 'listing with filters and slider: long tasks running Lantern',
      value: listingLongTasks.length === 0 ? 'none' : listingLongTasks.map((value) => ms(value)).join(', '),
      budget: 'none',
      verdict: verdict(listingLongTasks.length === 0),
    },
    {
      figure: 'header code before the shopper uses it',
      value: kb(headerBeforeUse),
      budget: `<= ${kb(BUDGETS.headerBeforeUseGzipBytes)}`,
      verdict: verdict(headerBeforeUse <= BUDGETS.headerBeforeUseGzipBytes),
    },
    { figure: '/shop/ script time', value: medianMax(script.with), baseline: medianMax(script.without) },
    { figure: '/shop/ task time', value: medianMax(task.with), baseline: medianMax(task.without) },
    { figure: '/shop/ longest main-thread task', value: medianMax(longest.with), baseline: medianMax(longest.without) },
    {
      figure: '/shop/ longest task running Lantern',
      value: medianMax(lanternTask),
      budget: `<= ${ms(BUDGETS.lanternTaskMs)} (max)`,
      verdict: verdict(lanternTask.max <= BUDGETS.lanternTaskMs),
    },
    {
      figure: '  files in the longest Lantern task',
      value: longestLanternTaskFiles(withLantern.filter((run) => run.traced)),
    },
    {
      figure: 'Lantern files before first paint',
      value: beforePaint.join(', ') || 'none',
      budget: 'lantern.js only',
      verdict: verdict(onlyEntry(beforePaint)),
    },
    {
      figure: 'Lantern files on a page without islands',
      value: noIslands.join(', ') || 'none',
      budget: 'lantern.js and the every-page chunk (island list and runtime)',
      verdict: verdict(islandListOnly(noIslands)),
    },
    {
      figure: 'add to cart: click -> loading',
      value: medianMax(toLoading),
      budget: `<= ${ms(BUDGETS.clickToLoadingMs)} (median)`,
      verdict: verdict(toLoading.median <= BUDGETS.clickToLoadingMs),
    },
    { figure: 'add to cart: click -> next frame', value: medianMax(toFrame) },
    { figure: `apply ${FRAGMENT_COUNT} fragments (lantern:fragments)`, value: medianMax(applyFragments) },
  ];

  const failed = rows.filter((row) => row.verdict === 'FAIL');
  console.log(`\nLantern benchmark: ${RUNS} runs per figure, Chromium headless, demo /shop/ (${withLantern.length} loads each way: half timed, half traced)`);
  console.log('Baseline: for a page weight, the real stack\'s scripts for the same page (notes below the table); for a timing, the demo page without Lantern.\n');
  console.log(table(rows));
  console.log(realStackNotes(realSizes, pageFigures));
  console.log(failed.length === 0 ? '\nAll budgets pass.' : `\nBudgets failed: ${failed.map((row) => row.figure).join('; ')}`);
  // A failed budget fails the run, so scripts and CI can rely on the exit code.
  if (failed.length > 0) process.exitCode = 1;

  writeFileSync(
    RESULTS,
    `${JSON.stringify(
      {
        runs: RUNS,
        sizes,
        entryGzipBytes: entry?.gzip ?? null,
        shop: { fetched: shopFetched, beforeFirstPaint: beforePaint, withLantern, withoutLantern },
        noIslands,
        syntheticEntryGzipBytes: synthetic,
        pages: pageFigures,
        realStack: { origin: realSizes.origin, note: realSizes.note, drift: realSizes.drift },
        reactFirstOpen: reactOpen,
        compareOpen,
        swatch,
        popups,
        header,
        addToCart: latency,
        fragments: { count: FRAGMENT_COUNT, durations: fragments },
        budgets: BUDGETS,
        verdicts: rows.filter((row) => row.verdict).map((row) => ({ figure: row.figure, verdict: row.verdict })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results written to tests/bench/results.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

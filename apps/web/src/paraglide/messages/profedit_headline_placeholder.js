/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Headline_PlaceholderInputs */

const en_profedit_headline_placeholder = /** @type {(inputs: Profedit_Headline_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., Full-stack developer building fast, reliable web apps`)
};

const ur_profedit_headline_placeholder = /** @type {(inputs: Profedit_Headline_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً فُل اسٹیک ڈویلپر جو تیز اور قابلِ اعتماد ویب ایپس بناتا ہے`)
};

/**
* | output |
* | --- |
* | "e.g., Full-stack developer building fast, reliable web apps" |
*
* @param {Profedit_Headline_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_headline_placeholder = /** @type {((inputs?: Profedit_Headline_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Headline_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_headline_placeholder(inputs)
	return en_profedit_headline_placeholder(inputs)
});
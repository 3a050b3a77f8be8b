/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Language_PlaceholderInputs */

const en_profedit_language_placeholder = /** @type {(inputs: Profedit_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., Urdu`)
};

const ur_profedit_language_placeholder = /** @type {(inputs: Profedit_Language_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً اردو`)
};

/**
* | output |
* | --- |
* | "e.g., Urdu" |
*
* @param {Profedit_Language_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_language_placeholder = /** @type {((inputs?: Profedit_Language_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Language_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_language_placeholder(inputs)
	return en_profedit_language_placeholder(inputs)
});
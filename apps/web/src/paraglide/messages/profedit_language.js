/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_LanguageInputs */

const en_profedit_language = /** @type {(inputs: Profedit_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const ur_profedit_language = /** @type {(inputs: Profedit_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Profedit_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_language = /** @type {((inputs?: Profedit_LanguageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_LanguageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_language(inputs)
	return en_profedit_language(inputs)
});
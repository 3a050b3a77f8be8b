/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Add_LanguageInputs */

const en_profedit_add_language = /** @type {(inputs: Profedit_Add_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Language`)
};

const ur_profedit_add_language = /** @type {(inputs: Profedit_Add_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add Language" |
*
* @param {Profedit_Add_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_language = /** @type {((inputs?: Profedit_Add_LanguageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Add_LanguageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_add_language(inputs)
	return en_profedit_add_language(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_C3_TextInputs */

const en_howitworks_c3_text = /** @type {(inputs: Howitworks_C3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare proposals, profiles, portfolios and ratings, and chat with candidates.`)
};

const ur_howitworks_c3_text = /** @type {(inputs: Howitworks_C3_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزلز، پروفائلز، پورٹ فولیوز اور ریٹنگز کا موازنہ کریں اور امیدواروں سے چیٹ کریں۔`)
};

/**
* | output |
* | --- |
* | "Compare proposals, profiles, portfolios and ratings, and chat with candidates." |
*
* @param {Howitworks_C3_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_c3_text = /** @type {((inputs?: Howitworks_C3_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_C3_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_c3_text(inputs)
	return en_howitworks_c3_text(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Select_CategoryInputs */

const en_jobown_select_category = /** @type {(inputs: Jobown_Select_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a category`)
};

const ur_jobown_select_category = /** @type {(inputs: Jobown_Select_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شعبہ منتخب کریں`)
};

/**
* | output |
* | --- |
* | "Select a category" |
*
* @param {Jobown_Select_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_select_category = /** @type {((inputs?: Jobown_Select_CategoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Select_CategoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_select_category(inputs)
	return en_jobown_select_category(inputs)
});
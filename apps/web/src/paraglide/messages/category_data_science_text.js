/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Data_Science_TextInputs */

const en_category_data_science_text = /** @type {(inputs: Category_Data_Science_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analysis, dashboards and machine learning.`)
};

const ur_category_data_science_text = /** @type {(inputs: Category_Data_Science_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجزیہ، ڈیش بورڈز اور مشین لرننگ۔`)
};

/**
* | output |
* | --- |
* | "Analysis, dashboards and machine learning." |
*
* @param {Category_Data_Science_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_data_science_text = /** @type {((inputs?: Category_Data_Science_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Data_Science_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_data_science_text(inputs)
	return en_category_data_science_text(inputs)
});
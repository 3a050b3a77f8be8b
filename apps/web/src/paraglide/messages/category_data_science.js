/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Data_ScienceInputs */

const en_category_data_science = /** @type {(inputs: Category_Data_ScienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Science`)
};

const ur_category_data_science = /** @type {(inputs: Category_Data_ScienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیٹا سائنس`)
};

/**
* | output |
* | --- |
* | "Data Science" |
*
* @param {Category_Data_ScienceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_data_science = /** @type {((inputs?: Category_Data_ScienceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Data_ScienceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_category_data_science(inputs)
	return en_category_data_science(inputs)
});
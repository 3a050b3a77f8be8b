/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Filter_CategoryInputs */

const en_info_filter_category = /** @type {(inputs: Info_Filter_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter by category`)
};

const ur_info_filter_category = /** @type {(inputs: Info_Filter_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیٹیگری کے لحاظ سے فلٹر کریں`)
};

/**
* | output |
* | --- |
* | "Filter by category" |
*
* @param {Info_Filter_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_filter_category = /** @type {((inputs?: Info_Filter_CategoryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Filter_CategoryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_filter_category(inputs)
	return en_info_filter_category(inputs)
});
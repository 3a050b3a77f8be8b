/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Title_Filter_PlaceholderInputs */

const en_jobs_title_filter_placeholder = /** @type {(inputs: Jobs_Title_Filter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter by job title...`)
};

const ur_jobs_title_filter_placeholder = /** @type {(inputs: Jobs_Title_Filter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کے عنوان سے فلٹر کریں...`)
};

/**
* | output |
* | --- |
* | "Filter by job title..." |
*
* @param {Jobs_Title_Filter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_title_filter_placeholder = /** @type {((inputs?: Jobs_Title_Filter_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Title_Filter_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_title_filter_placeholder(inputs)
	return en_jobs_title_filter_placeholder(inputs)
});
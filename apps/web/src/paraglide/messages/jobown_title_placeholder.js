/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Title_PlaceholderInputs */

const en_jobown_title_placeholder = /** @type {(inputs: Jobown_Title_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., Build a responsive website for my business`)
};

const ur_jobown_title_placeholder = /** @type {(inputs: Jobown_Title_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً: میرے کاروبار کے لیے ریسپانسیو ویب سائٹ بنائیں`)
};

/**
* | output |
* | --- |
* | "e.g., Build a responsive website for my business" |
*
* @param {Jobown_Title_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_title_placeholder = /** @type {((inputs?: Jobown_Title_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Title_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_title_placeholder(inputs)
	return en_jobown_title_placeholder(inputs)
});
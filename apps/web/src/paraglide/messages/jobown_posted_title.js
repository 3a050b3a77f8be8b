/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Posted_TitleInputs */

const en_jobown_posted_title = /** @type {(inputs: Jobown_Posted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Posted Successfully!`)
};

const ur_jobown_posted_title = /** @type {(inputs: Jobown_Posted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب کامیابی سے پوسٹ ہو گئی!`)
};

/**
* | output |
* | --- |
* | "Job Posted Successfully!" |
*
* @param {Jobown_Posted_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_posted_title = /** @type {((inputs?: Jobown_Posted_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Posted_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_posted_title(inputs)
	return en_jobown_posted_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Find_Work_TextInputs */

const en_jobs_find_work_text = /** @type {(inputs: Jobs_Find_Work_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse IT jobs from clients in Gilgit-Baltistan and beyond.`)
};

const ur_jobs_find_work_text = /** @type {(inputs: Jobs_Find_Work_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گلگت بلتستان اور اس سے باہر کے کلائنٹس کی آئی ٹی جابز دیکھیں۔`)
};

/**
* | output |
* | --- |
* | "Browse IT jobs from clients in Gilgit-Baltistan and beyond." |
*
* @param {Jobs_Find_Work_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_find_work_text = /** @type {((inputs?: Jobs_Find_Work_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Find_Work_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_find_work_text(inputs)
	return en_jobs_find_work_text(inputs)
});
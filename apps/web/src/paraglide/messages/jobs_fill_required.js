/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Fill_RequiredInputs */

const en_jobs_fill_required = /** @type {(inputs: Jobs_Fill_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields`)
};

const ur_jobs_fill_required = /** @type {(inputs: Jobs_Fill_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`براہِ کرم تمام لازمی خانے پُر کریں`)
};

/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Jobs_Fill_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_fill_required = /** @type {((inputs?: Jobs_Fill_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Fill_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_fill_required(inputs)
	return en_jobs_fill_required(inputs)
});
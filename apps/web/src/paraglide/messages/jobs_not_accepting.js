/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Not_AcceptingInputs */

const en_jobs_not_accepting = /** @type {(inputs: Jobs_Not_AcceptingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This job is no longer accepting proposals`)
};

const ur_jobs_not_accepting = /** @type {(inputs: Jobs_Not_AcceptingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ جاب اب پروپوزلز قبول نہیں کر رہی`)
};

/**
* | output |
* | --- |
* | "This job is no longer accepting proposals" |
*
* @param {Jobs_Not_AcceptingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_not_accepting = /** @type {((inputs?: Jobs_Not_AcceptingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Not_AcceptingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_not_accepting(inputs)
	return en_jobs_not_accepting(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Appeal_Deadline_Must_Be_In_The_FutureInputs */

const en_err_appeal_deadline_must_be_in_the_future = /** @type {(inputs: Err_Appeal_Deadline_Must_Be_In_The_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appeal deadline must be in the future`)
};

const ur_err_appeal_deadline_must_be_in_the_future = /** @type {(inputs: Err_Appeal_Deadline_Must_Be_In_The_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپیل کی آخری تاریخ آنے والے دنوں میں ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Appeal deadline must be in the future" |
*
* @param {Err_Appeal_Deadline_Must_Be_In_The_FutureInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_appeal_deadline_must_be_in_the_future = /** @type {((inputs?: Err_Appeal_Deadline_Must_Be_In_The_FutureInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Appeal_Deadline_Must_Be_In_The_FutureInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_appeal_deadline_must_be_in_the_future(inputs)
	return en_err_appeal_deadline_must_be_in_the_future(inputs)
});
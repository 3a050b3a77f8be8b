/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Completion_Date_Cannot_Be_In_The_FutureInputs */

const en_err_completion_date_cannot_be_in_the_future = /** @type {(inputs: Err_Completion_Date_Cannot_Be_In_The_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion date cannot be in the future`)
};

const ur_err_completion_date_cannot_be_in_the_future = /** @type {(inputs: Err_Completion_Date_Cannot_Be_In_The_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکمیل کی تاریخ مستقبل کی نہیں ہو سکتی`)
};

/**
* | output |
* | --- |
* | "Completion date cannot be in the future" |
*
* @param {Err_Completion_Date_Cannot_Be_In_The_FutureInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_cannot_be_in_the_future = /** @type {((inputs?: Err_Completion_Date_Cannot_Be_In_The_FutureInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Completion_Date_Cannot_Be_In_The_FutureInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_completion_date_cannot_be_in_the_future(inputs)
	return en_err_completion_date_cannot_be_in_the_future(inputs)
});
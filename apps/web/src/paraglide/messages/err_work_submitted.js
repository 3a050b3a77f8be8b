/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Work_SubmittedInputs */

const en_err_work_submitted = /** @type {(inputs: Err_Work_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work submitted`)
};

const ur_err_work_submitted = /** @type {(inputs: Err_Work_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام جمع ہو گیا`)
};

/**
* | output |
* | --- |
* | "Work submitted" |
*
* @param {Err_Work_SubmittedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_work_submitted = /** @type {((inputs?: Err_Work_SubmittedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Work_SubmittedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_work_submitted(inputs)
	return en_err_work_submitted(inputs)
});
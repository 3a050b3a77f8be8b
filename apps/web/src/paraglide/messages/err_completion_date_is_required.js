/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Completion_Date_Is_RequiredInputs */

const en_err_completion_date_is_required = /** @type {(inputs: Err_Completion_Date_Is_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion date is required`)
};

const ur_err_completion_date_is_required = /** @type {(inputs: Err_Completion_Date_Is_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تکمیل کی تاریخ ضروری ہے`)
};

/**
* | output |
* | --- |
* | "Completion date is required" |
*
* @param {Err_Completion_Date_Is_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_completion_date_is_required = /** @type {((inputs?: Err_Completion_Date_Is_RequiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Completion_Date_Is_RequiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_completion_date_is_required(inputs)
	return en_err_completion_date_is_required(inputs)
});
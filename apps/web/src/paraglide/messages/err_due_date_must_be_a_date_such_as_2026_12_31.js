/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs */

const en_err_due_date_must_be_a_date_such_as_2026_12_31 = /** @type {(inputs: Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due date must be a date such as 2026-12-31`)
};

const ur_err_due_date_must_be_a_date_such_as_2026_12_31 = /** @type {(inputs: Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقررہ تاریخ 2026-12-31 جیسی تاریخ ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Due date must be a date such as 2026-12-31" |
*
* @param {Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_due_date_must_be_a_date_such_as_2026_12_31 = /** @type {((inputs?: Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Due_Date_Must_Be_A_Date_Such_As_2026_12_31Inputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_due_date_must_be_a_date_such_as_2026_12_31(inputs)
	return en_err_due_date_must_be_a_date_such_as_2026_12_31(inputs)
});
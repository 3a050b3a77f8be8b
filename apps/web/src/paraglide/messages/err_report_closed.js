/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Report_ClosedInputs */

const en_err_report_closed = /** @type {(inputs: Err_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report closed`)
};

const ur_err_report_closed = /** @type {(inputs: Err_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رپورٹ بند کر دی گئی`)
};

/**
* | output |
* | --- |
* | "Report closed" |
*
* @param {Err_Report_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_report_closed = /** @type {((inputs?: Err_Report_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Report_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_report_closed(inputs)
	return en_err_report_closed(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_This_Report_Was_Already_ClosedInputs */

const en_err_this_report_was_already_closed = /** @type {(inputs: Err_This_Report_Was_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This report was already closed`)
};

const ur_err_this_report_was_already_closed = /** @type {(inputs: Err_This_Report_Was_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ رپورٹ پہلے ہی بند ہو چکی ہے`)
};

/**
* | output |
* | --- |
* | "This report was already closed" |
*
* @param {Err_This_Report_Was_Already_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_report_was_already_closed = /** @type {((inputs?: Err_This_Report_Was_Already_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_This_Report_Was_Already_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_this_report_was_already_closed(inputs)
	return en_err_this_report_was_already_closed(inputs)
});
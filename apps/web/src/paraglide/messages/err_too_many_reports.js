/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_ReportsInputs */

const en_err_too_many_reports = /** @type {(inputs: Err_Too_Many_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many reports`)
};

const ur_err_too_many_reports = /** @type {(inputs: Err_Too_Many_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بہت زیادہ رپورٹس`)
};

/**
* | output |
* | --- |
* | "Too many reports" |
*
* @param {Err_Too_Many_ReportsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_reports = /** @type {((inputs?: Err_Too_Many_ReportsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_ReportsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_reports(inputs)
	return en_err_too_many_reports(inputs)
});
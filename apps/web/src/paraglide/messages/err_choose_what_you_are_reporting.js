/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Choose_What_You_Are_ReportingInputs */

const en_err_choose_what_you_are_reporting = /** @type {(inputs: Err_Choose_What_You_Are_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what you are reporting`)
};

const ur_err_choose_what_you_are_reporting = /** @type {(inputs: Err_Choose_What_You_Are_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتخب کریں کہ آپ کس چیز کی رپورٹ کر رہے ہیں`)
};

/**
* | output |
* | --- |
* | "Choose what you are reporting" |
*
* @param {Err_Choose_What_You_Are_ReportingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_what_you_are_reporting = /** @type {((inputs?: Err_Choose_What_You_Are_ReportingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Choose_What_You_Are_ReportingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_choose_what_you_are_reporting(inputs)
	return en_err_choose_what_you_are_reporting(inputs)
});
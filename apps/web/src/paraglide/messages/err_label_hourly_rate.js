/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Hourly_RateInputs */

const en_err_label_hourly_rate = /** @type {(inputs: Err_Label_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly rate`)
};

const ur_err_label_hourly_rate = /** @type {(inputs: Err_Label_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ`)
};

/**
* | output |
* | --- |
* | "Hourly rate" |
*
* @param {Err_Label_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_hourly_rate = /** @type {((inputs?: Err_Label_Hourly_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Hourly_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_hourly_rate(inputs)
	return en_err_label_hourly_rate(inputs)
});
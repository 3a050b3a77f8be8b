/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Hourly_RateInputs */

const en_profedit_hourly_rate = /** @type {(inputs: Profedit_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly Rate (£)`)
};

const ur_profedit_hourly_rate = /** @type {(inputs: Profedit_Hourly_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ (£)`)
};

/**
* | output |
* | --- |
* | "Hourly Rate (£)" |
*
* @param {Profedit_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_hourly_rate = /** @type {((inputs?: Profedit_Hourly_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Hourly_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_hourly_rate(inputs)
	return en_profedit_hourly_rate(inputs)
});
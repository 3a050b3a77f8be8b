/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Location_RatesInputs */

const en_profedit_location_rates = /** @type {(inputs: Profedit_Location_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location & Rates`)
};

const ur_profedit_location_rates = /** @type {(inputs: Profedit_Location_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام اور ریٹس`)
};

/**
* | output |
* | --- |
* | "Location & Rates" |
*
* @param {Profedit_Location_RatesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_location_rates = /** @type {((inputs?: Profedit_Location_RatesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Location_RatesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_location_rates(inputs)
	return en_profedit_location_rates(inputs)
});
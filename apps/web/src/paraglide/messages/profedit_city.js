/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_CityInputs */

const en_profedit_city = /** @type {(inputs: Profedit_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const ur_profedit_city = /** @type {(inputs: Profedit_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شہر`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Profedit_CityInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_city = /** @type {((inputs?: Profedit_CityInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_CityInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_city(inputs)
	return en_profedit_city(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Full_StopInputs */

const en_contracts_full_stop = /** @type {(inputs: Contracts_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_contracts_full_stop = /** @type {(inputs: Contracts_Full_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Contracts_Full_StopInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_full_stop = /** @type {((inputs?: Contracts_Full_StopInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Full_StopInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_full_stop(inputs)
	return en_contracts_full_stop(inputs)
});
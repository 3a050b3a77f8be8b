/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_ReleasedInputs */

const en_contracts_ms_released = /** @type {(inputs: Contracts_Ms_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const ur_contracts_ms_released = /** @type {(inputs: Contracts_Ms_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی ہو گئی`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Contracts_Ms_ReleasedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_released = /** @type {((inputs?: Contracts_Ms_ReleasedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_ReleasedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_released(inputs)
	return en_contracts_ms_released(inputs)
});
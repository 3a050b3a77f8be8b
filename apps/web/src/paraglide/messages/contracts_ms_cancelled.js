/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_CancelledInputs */

const en_contracts_ms_cancelled = /** @type {(inputs: Contracts_Ms_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const ur_contracts_ms_cancelled = /** @type {(inputs: Contracts_Ms_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منسوخ`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Contracts_Ms_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_cancelled = /** @type {((inputs?: Contracts_Ms_CancelledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_CancelledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_cancelled(inputs)
	return en_contracts_ms_cancelled(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_DisputedInputs */

const en_contracts_ms_disputed = /** @type {(inputs: Contracts_Ms_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputed`)
};

const ur_contracts_ms_disputed = /** @type {(inputs: Contracts_Ms_DisputedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع میں`)
};

/**
* | output |
* | --- |
* | "Disputed" |
*
* @param {Contracts_Ms_DisputedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_disputed = /** @type {((inputs?: Contracts_Ms_DisputedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_DisputedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_disputed(inputs)
	return en_contracts_ms_disputed(inputs)
});
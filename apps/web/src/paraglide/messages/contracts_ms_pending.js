/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_PendingInputs */

const en_contracts_ms_pending = /** @type {(inputs: Contracts_Ms_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not funded`)
};

const ur_contracts_ms_pending = /** @type {(inputs: Contracts_Ms_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم جمع نہیں ہوئی`)
};

/**
* | output |
* | --- |
* | "Not funded" |
*
* @param {Contracts_Ms_PendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_pending = /** @type {((inputs?: Contracts_Ms_PendingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_PendingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_pending(inputs)
	return en_contracts_ms_pending(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Ms_Changes_RequestedInputs */

const en_contracts_ms_changes_requested = /** @type {(inputs: Contracts_Ms_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested`)
};

const ur_contracts_ms_changes_requested = /** @type {(inputs: Contracts_Ms_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تبدیلیوں کی درخواست`)
};

/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Contracts_Ms_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_changes_requested = /** @type {((inputs?: Contracts_Ms_Changes_RequestedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Ms_Changes_RequestedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_ms_changes_requested(inputs)
	return en_contracts_ms_changes_requested(inputs)
});
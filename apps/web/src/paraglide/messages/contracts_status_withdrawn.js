/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Status_WithdrawnInputs */

const en_contracts_status_withdrawn = /** @type {(inputs: Contracts_Status_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

const ur_contracts_status_withdrawn = /** @type {(inputs: Contracts_Status_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واپس لے لی گئی`)
};

/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Contracts_Status_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_withdrawn = /** @type {((inputs?: Contracts_Status_WithdrawnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Status_WithdrawnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status_withdrawn(inputs)
	return en_contracts_status_withdrawn(inputs)
});
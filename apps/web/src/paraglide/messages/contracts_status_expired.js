/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Status_ExpiredInputs */

const en_contracts_status_expired = /** @type {(inputs: Contracts_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const ur_contracts_status_expired = /** @type {(inputs: Contracts_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میعاد ختم`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Contracts_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_expired = /** @type {((inputs?: Contracts_Status_ExpiredInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Status_ExpiredInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status_expired(inputs)
	return en_contracts_status_expired(inputs)
});
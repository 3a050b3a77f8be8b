/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Status_ActiveInputs */

const en_contracts_status_active = /** @type {(inputs: Contracts_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const ur_contracts_status_active = /** @type {(inputs: Contracts_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Contracts_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_active = /** @type {((inputs?: Contracts_Status_ActiveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Status_ActiveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status_active(inputs)
	return en_contracts_status_active(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Status_OfferedInputs */

const en_contracts_status_offered = /** @type {(inputs: Contracts_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer sent`)
};

const ur_contracts_status_offered = /** @type {(inputs: Contracts_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر بھیج دی گئی`)
};

/**
* | output |
* | --- |
* | "Offer sent" |
*
* @param {Contracts_Status_OfferedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_offered = /** @type {((inputs?: Contracts_Status_OfferedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Status_OfferedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status_offered(inputs)
	return en_contracts_status_offered(inputs)
});
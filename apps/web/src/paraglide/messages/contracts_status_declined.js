/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Status_DeclinedInputs */

const en_contracts_status_declined = /** @type {(inputs: Contracts_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

const ur_contracts_status_declined = /** @type {(inputs: Contracts_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسترد`)
};

/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Contracts_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_declined = /** @type {((inputs?: Contracts_Status_DeclinedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Status_DeclinedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status_declined(inputs)
	return en_contracts_status_declined(inputs)
});
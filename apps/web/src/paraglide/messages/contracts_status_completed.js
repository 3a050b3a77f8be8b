/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Status_CompletedInputs */

const en_contracts_status_completed = /** @type {(inputs: Contracts_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const ur_contracts_status_completed = /** @type {(inputs: Contracts_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مکمل`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Contracts_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_completed = /** @type {((inputs?: Contracts_Status_CompletedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Status_CompletedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status_completed(inputs)
	return en_contracts_status_completed(inputs)
});
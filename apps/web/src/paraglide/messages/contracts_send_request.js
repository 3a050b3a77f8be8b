/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Send_RequestInputs */

const en_contracts_send_request = /** @type {(inputs: Contracts_Send_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send request`)
};

const ur_contracts_send_request = /** @type {(inputs: Contracts_Send_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواست بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send request" |
*
* @param {Contracts_Send_RequestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_send_request = /** @type {((inputs?: Contracts_Send_RequestInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Send_RequestInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_send_request(inputs)
	return en_contracts_send_request(inputs)
});
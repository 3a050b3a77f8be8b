/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_SendingInputs */

const en_contracts_sending = /** @type {(inputs: Contracts_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const ur_contracts_sending = /** @type {(inputs: Contracts_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیجا جا رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Contracts_SendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sending = /** @type {((inputs?: Contracts_SendingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_SendingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_sending(inputs)
	return en_contracts_sending(inputs)
});
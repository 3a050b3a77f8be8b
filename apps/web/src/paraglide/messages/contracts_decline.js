/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_DeclineInputs */

const en_contracts_decline = /** @type {(inputs: Contracts_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const ur_contracts_decline = /** @type {(inputs: Contracts_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسترد کریں`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Contracts_DeclineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_decline = /** @type {((inputs?: Contracts_DeclineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_DeclineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_decline(inputs)
	return en_contracts_decline(inputs)
});
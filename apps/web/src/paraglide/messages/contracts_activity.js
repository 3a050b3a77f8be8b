/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_ActivityInputs */

const en_contracts_activity = /** @type {(inputs: Contracts_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const ur_contracts_activity = /** @type {(inputs: Contracts_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرگرمی`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Contracts_ActivityInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_activity = /** @type {((inputs?: Contracts_ActivityInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_ActivityInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_activity(inputs)
	return en_contracts_activity(inputs)
});
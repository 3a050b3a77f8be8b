/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_ReleasedInputs */

const en_contracts_released = /** @type {(inputs: Contracts_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released`)
};

const ur_contracts_released = /** @type {(inputs: Contracts_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری شدہ`)
};

/**
* | output |
* | --- |
* | "Released" |
*
* @param {Contracts_ReleasedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_released = /** @type {((inputs?: Contracts_ReleasedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_ReleasedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_released(inputs)
	return en_contracts_released(inputs)
});
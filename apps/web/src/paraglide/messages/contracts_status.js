/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_StatusInputs */

const en_contracts_status = /** @type {(inputs: Contracts_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const ur_contracts_status = /** @type {(inputs: Contracts_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حیثیت`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Contracts_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status = /** @type {((inputs?: Contracts_StatusInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_StatusInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_status(inputs)
	return en_contracts_status(inputs)
});
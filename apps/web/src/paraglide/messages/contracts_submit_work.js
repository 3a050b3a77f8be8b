/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Submit_WorkInputs */

const en_contracts_submit_work = /** @type {(inputs: Contracts_Submit_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit work`)
};

const ur_contracts_submit_work = /** @type {(inputs: Contracts_Submit_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کام جمع کرائیں`)
};

/**
* | output |
* | --- |
* | "Submit work" |
*
* @param {Contracts_Submit_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_submit_work = /** @type {((inputs?: Contracts_Submit_WorkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Submit_WorkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_submit_work(inputs)
	return en_contracts_submit_work(inputs)
});
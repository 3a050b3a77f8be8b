/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Sign_In_ProjectsInputs */

const en_contracts_sign_in_projects = /** @type {(inputs: Contracts_Sign_In_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to see your projects.`)
};

const ur_contracts_sign_in_projects = /** @type {(inputs: Contracts_Sign_In_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنے پروجیکٹس دیکھنے کے لیے سائن اِن کریں۔`)
};

/**
* | output |
* | --- |
* | "Sign in to see your projects." |
*
* @param {Contracts_Sign_In_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sign_in_projects = /** @type {((inputs?: Contracts_Sign_In_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Sign_In_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_sign_in_projects(inputs)
	return en_contracts_sign_in_projects(inputs)
});
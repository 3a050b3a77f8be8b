/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Back_ProjectsInputs */

const en_contracts_back_projects = /** @type {(inputs: Contracts_Back_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to My Projects`)
};

const ur_contracts_back_projects = /** @type {(inputs: Contracts_Back_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرے پروجیکٹس پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to My Projects" |
*
* @param {Contracts_Back_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_back_projects = /** @type {((inputs?: Contracts_Back_ProjectsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Back_ProjectsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_back_projects(inputs)
	return en_contracts_back_projects(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Role_FreelancerInputs */

const en_admin_role_freelancer = /** @type {(inputs: Admin_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`freelancer`)
};

const ur_admin_role_freelancer = /** @type {(inputs: Admin_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فری لانسر`)
};

/**
* | output |
* | --- |
* | "freelancer" |
*
* @param {Admin_Role_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_role_freelancer = /** @type {((inputs?: Admin_Role_FreelancerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_FreelancerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_role_freelancer(inputs)
	return en_admin_role_freelancer(inputs)
});
/** The quote form's service options: the 27 codes of the lead contract, in display order. */
export const serviceOptions = [
  { value: "full-service", label: "Full Service Renovation" },
  { value: "kitchens", label: "Kitchen Remodeling" },
  { value: "bathrooms", label: "Bathroom Remodeling" },
  { value: "basements", label: "Basement Finishing" },
  { value: "additions", label: "Additions" },
  { value: "gut-rehabs", label: "Full Gut Rehab" },
  { value: "foundations", label: "Foundations" },
  { value: "roofing", label: "Roofing" },
  { value: "siding", label: "Siding" },
  { value: "windows", label: "Windows" },
  { value: "doors", label: "Doors" },
  { value: "framing", label: "Framing" },
  { value: "plumbing", label: "Plumbing" },
  { value: "electrical", label: "Electrical" },
  { value: "hvac", label: "HVAC" },
  { value: "insulation", label: "Insulation" },
  { value: "drywall", label: "Drywall" },
  { value: "painting", label: "Painting" },
  { value: "flooring", label: "Flooring" },
  { value: "tiles", label: "Tile Work" },
  { value: "decking", label: "Decks" },
  { value: "fencing", label: "Fencing" },
  { value: "landscaping", label: "Landscaping" },
  { value: "concrete", label: "Concrete" },
  { value: "cement", label: "Cement" },
  { value: "asphalt", label: "Asphalt Paving" },
  { value: "other", label: "Other" },
] as const;

export type ServiceOption = (typeof serviceOptions)[number];
export type ServiceValue = ServiceOption["value"];
